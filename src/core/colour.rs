//! Seat colours: saves carry them as `#rrggbb`; the map and the tokens pick black or white ink
//! on them. Colours come from files and storage, so nothing here may panic on odd text.

/// Red, green and blue of a `#rrggbb` colour (ASCII hex digits, either case); `None` otherwise.
pub fn parse_hex(colour: &str) -> Option<[u8; 3]> {
    let digits = colour.strip_prefix('#')?.as_bytes();
    if digits.len() != 6 || !digits.iter().all(u8::is_ascii_hexdigit) {
        return None;
    }
    let byte = |i: usize| {
        let d = |b: u8| (b as char).to_digit(16).unwrap_or(0) as u8;
        d(digits[i]) * 16 + d(digits[i + 1])
    };
    Some([byte(0), byte(2), byte(4)])
}

/// `#rgb` or `#rrggbb` as red, green and blue.
fn parse_short_or_long(colour: &str) -> Option<[u8; 3]> {
    if let Some(rgb) = parse_hex(colour) {
        return Some(rgb);
    }
    let digits = colour.strip_prefix('#')?.as_bytes();
    if digits.len() != 3 || !digits.iter().all(u8::is_ascii_hexdigit) {
        return None;
    }
    let d = |i: usize| (digits[i] as char).to_digit(16).unwrap_or(0) as u8 * 17;
    Some([d(0), d(1), d(2)])
}

/// Relative luminance of a CSS colour (#rgb, #rrggbb or a common name), for text contrast.
/// Anything else counts as mid grey.
pub fn luminance(colour: &str) -> f64 {
    let c = colour.trim().to_ascii_lowercase();
    let hex = match c.as_str() {
        "red" => "#d32f2f",
        "blue" => "#1e63c4",
        "purple" => "#7b3fa0",
        "yellow" => "#f4d03f",
        "black" => "#222222",
        "white" => "#ffffff",
        "green" => "#2e7d32",
        "orange" => "#ef6c00",
        "brown" => "#795548",
        "grey" | "gray" => "#9e9e9e",
        "pink" => "#e91e63",
        other => other,
    };
    let [r, g, b] = parse_short_or_long(hex).unwrap_or([128, 128, 128]);
    let lin = |v: u8| {
        let v = v as f64 / 255.0;
        if v <= 0.03928 { v / 12.92 } else { ((v + 0.055) / 1.055).powf(2.4) }
    };
    0.2126 * lin(r) + 0.7152 * lin(g) + 0.0722 * lin(b)
}

/// Black or white, whichever reads better on `colour`.
pub fn ink_on(colour: &str) -> &'static str {
    if luminance(colour) > 0.3 { "#1b1b1b" } else { "#ffffff" }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn only_plain_six_digit_hex_is_a_seat_colour() {
        assert_eq!(parse_hex("#c62828"), Some([0xc6, 0x28, 0x28]));
        assert_eq!(parse_hex("#ABCDEF"), Some([0xab, 0xcd, 0xef]));
        for bad in ["", "#", "#000", "c62828", "#c6282", "#c628288", "#gggggg", "#€€", "#12€45", "#1234\u{301}5", "red"] {
            assert_eq!(parse_hex(bad), None, "{bad:?}");
        }
    }

    #[test]
    fn luminance_never_panics_on_odd_text() {
        for odd in ["€", "#€", "#€€", "#1€", "#12345€", "#ü€", "ÿÿÿ", "#\u{0}\u{0}\u{0}", "", "#", "  ", "#ffffffff"] {
            let l = luminance(odd);
            assert!((0.0..=1.0).contains(&l), "{odd:?} gives {l}");
        }
        assert!(luminance("#ffffff") > 0.99 && luminance("#000") < 0.01);
        assert_eq!(ink_on("#ffffff"), "#1b1b1b");
        assert_eq!(ink_on("#1565c0"), "#ffffff");
    }
}
