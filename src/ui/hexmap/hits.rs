//! The interactive layer: one focusable element per hex, named for assistive technology.
//!
//! It is written once as markup (one DOM call for the whole board), and a move then rewrites the
//! attributes of the hexes it changed on their existing elements: nothing is rebuilt, and the
//! hex that has the focus keeps it. The roving tab stop moves by two attribute writes.

use railyard::core::hex::Hex;
use wasm_bindgen::JsCast;
use web_sys::Element;

use std::sync::Arc;

use super::geometry::hex_points;
use super::names::with_marks;
use super::layers::esc;

#[derive(Clone, Debug, PartialEq)]
pub(super) struct HitHex {
    pub hex: Hex,
    /// The hex's name as the board draws it, shared with the names worked out for the board.
    pub base: Arc<str>,
    /// The words for "can act here" and "selected", in the page's language.
    pub marks: (&'static str, &'static str),
    pub actionable: bool,
    pub selected: bool,
    pub highlight: bool,
}

impl HitHex {
    /// The hex's accessible name: its name and what the decision on screen says of it.
    fn name(&self) -> String {
        with_marks(&self.base, self.marks, self.actionable, self.selected)
    }

    fn class(&self) -> String {
        let mut c = String::from("hex-hit");
        for (on, name) in [(self.selected, " selected"), (self.actionable, " actionable"), (self.highlight, " highlight")] {
            if on {
                c.push_str(name);
            }
        }
        c
    }

    fn pressed(&self) -> &'static str {
        if self.selected { "true" } else { "false" }
    }
}

/// What the layer shows now: the hexes as last drawn and the one holding the tab stop.
#[derive(Default)]
pub(super) struct Drawn {
    hexes: Vec<HitHex>,
    tab: Option<usize>,
}

fn markup(hexes: &[HitHex], tab: Option<usize>) -> String {
    use std::fmt::Write;
    let mut out = String::with_capacity(hexes.len() * 260);
    for (i, h) in hexes.iter().enumerate() {
        let _ = write!(
            out,
            r#"<g class="{}" tabindex="{}" role="button" aria-label="{}" aria-pressed="{}" data-testid="hex" data-hex="{}"><polygon points="{}"/></g>"#,
            h.class(),
            if tab == Some(i) { "0" } else { "-1" },
            esc(&h.name()),
            h.pressed(),
            esc(&h.hex.to_string()),
            hex_points(h.hex, 0.94),
        );
    }
    out
}

/// Brings the layer `g` to `hexes`, with the tab stop on `tab`: the whole layer is written when
/// the board's hexes are not the ones drawn, otherwise only what differs is rewritten.
pub(super) fn draw(g: &Element, drawn: &mut Drawn, hexes: Vec<HitHex>, tab: Option<Hex>) {
    let tab = tab.and_then(|t| hexes.iter().position(|h| h.hex == t));
    let same = drawn.hexes.len() == hexes.len() && drawn.hexes.iter().zip(&hexes).all(|(a, b)| a.hex == b.hex);
    let kids = g.children();
    if !same || kids.length() as usize != hexes.len() {
        g.set_inner_html(&markup(&hexes, tab));
    } else {
        let at = |i: usize| kids.item(i as u32);
        for (i, (was, now)) in drawn.hexes.iter().zip(&hexes).enumerate() {
            if was == now {
                continue;
            }
            let Some(el) = at(i) else { continue };
            if (was.selected, was.actionable, was.highlight) != (now.selected, now.actionable, now.highlight) {
                let _ = el.set_attribute("class", &now.class());
            }
            if (&was.base, was.marks, was.actionable, was.selected) != (&now.base, now.marks, now.actionable, now.selected) {
                let _ = el.set_attribute("aria-label", &now.name());
            }
            if was.selected != now.selected {
                let _ = el.set_attribute("aria-pressed", now.pressed());
            }
        }
        if drawn.tab != tab {
            for (i, value) in [(drawn.tab, "-1"), (tab, "0")] {
                if let Some(el) = i.and_then(at) {
                    let _ = el.set_attribute("tabindex", value);
                }
            }
        }
    }
    *drawn = Drawn { hexes, tab };
}

/// The hex element that stands for `hex`, if drawn.
pub(super) fn element_of(g: &Element, hex: Hex) -> Option<web_sys::SvgElement> {
    let selector = format!("[data-hex=\"{hex}\"]");
    g.query_selector(&selector).ok().flatten().and_then(|e| e.dyn_into().ok())
}
