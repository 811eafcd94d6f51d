//! The page's words (`src/ui/locales/*.json`) are read by a macro that cargo does not track:
//! a change to them must rebuild the page's modules.
fn main() {
    println!("cargo:rerun-if-changed=src/ui/locales");
}
