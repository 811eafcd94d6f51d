//! Small pictures of the boards for the map choice, as `rail::preview` strings written out here
//! so that the home screen draws a board without parsing (or shipping) its map file; a test
//! checks each against its board.

/// The preview of `map` in `game`, if it has one.
pub fn map_preview(game: &str, map: &str) -> Option<&'static str> {
    PREVIEWS.iter().find(|(g, m, _)| *g == game && *m == map).map(|(_, _, p)| *p)
}

/// (game, map, preview), one for every Age of Steam board, playable or not yet.
pub const PREVIEWS: &[(&str, &str, &str)] = &[
    ("age-of-steam", "rust-belt", "ppppppppppP/ppBppppppp/PpprpppBppp/wpprpppppp/wpptrrrrrpp/pppppptprR/pppppppptrr/ptptpRpppp/wwwwwwpptpp/wwwwwtpppB/wpptpppptpr/wppppptppr/wwwpptppBrp/wwwRwppprt/wpppwppprpm/pppwtpprpm/pYrwpprrYmm/pwtpmRmmmm"),
    ("age-of-steam", "southern-us", " ppRpppBpppY/ppppppppppr/ ptptpptpptw/rrrpppppppw/ pprppptrrPw/Bpptptppppw/ ppppppBpppw/mptpppppppp/ mmmppptrrrw/RmmmRpppptp/ mmmpptppppw/mmmpppppppp/ mmpptpppppp/ptptprpppRp/ ppppprYwwww/BppppPwwwww"),
    ("age-of-steam", "poland", "wwtpppp/wpptptpt/wpppppppp/tppppppYd/pppppRpppd/ptpBpppptd/Ppppppppppd/pppppppppBd/ pppppRpppp/ptppppppppR/ psppBppBpp/psstppppppd/ tspppppppY/ppppptpRppd/ ppPpppppp"),
    ("age-of-steam", "germany", "wwww C  C  C  C/wwwppprppppppp/wwwppprRrpptmmm/wwwBppBprrpptp/wwwrppppptpBmpP/pptrRrtpmpppmp/wpwpppppptpppmm/CwwpptppmpRpRm/wwwtppptpmpppmm/wwppKppppmmpmm/wwwrppppBmtmtmm/wwptpptppmmmmp/wwYp C pPptpmpY"),
    ("age-of-steam", "pittsburgh", " pppppp/tpRptpt/ pppppp/pBptptp/ pppppp/tpYptpt/ pppppp/ptpPpRp/ pppppp/tptpBpt/ pppppp"),
    ("age-of-steam", "heavy-cardboard", "ppppppptppp/pBpppYpppYm/pmmptpptppm/ mmpppppmm/   mppmmm/ mmtpmmRmm/pmPmmpmmptm/pmmmCCmtppp/tppmCCCmppp/wwrrCCppppR/Bwprprppprr/wptrprpYrtp/trrrmmrrrrp/rprRmmptrpp/prrpm mprpB/Pptm  mprrp/pppm   mYpr"),
    ("age-of-steam", "detroit", " pBppppppB/ppptpppppp/ ppppBpptp/pppppppppp/ pwppppppp/pptppptppY/ ppppppppp/Bppppppppp/ pptpYppYp/ptpppppppp/ ppppppppp/BpppppPppp/ ppptppPww/pppppppwRp/ ptpYpwwpt"),
    ("age-of-steam", "barbados", "YptptppY/mmmmmmppt/ ppmmmmpp/  tmmmmpp/    YmmppY/    pmtpp/     Yppp/     ppY"),
    ("age-of-steam", "st-lucia", "     trtp/    pprppp/  trppmmtpp/ppprtmtmpt/tpmmmmmmrrp/pptprppppr/ ppprtpptp"),
    ("age-of-steam", "new-england", " pptpppBpppR/Pmmmmtpmmpp/ mtptmmmppR/ppmppptptp/ mmpBpppppp/mtmmmBppBp/ mmmpppRpp/ptpYp   t"),
];
