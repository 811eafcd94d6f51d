//! JSON text indented as serde_json's pretty printer writes it (two spaces, `"key": value`,
//! `[]` and `{}` when empty), its keys kept in their order and its numbers and strings as they
//! are. The page indents an exported save with it: the engine worker writes the save in the
//! current format, and neither side then carries a second, indenting copy of the save's writer.

/// `text` (valid JSON, indented or not) indented.
pub fn indent_json(text: &str) -> String {
    let mut out = String::with_capacity(text.len() * 2);
    let mut depth = 0usize;
    let newline = |out: &mut String, depth: usize| {
        out.push('\n');
        for _ in 0..depth {
            out.push_str("  ");
        }
    };
    let mut chars = text.chars().peekable();
    while let Some(c) = chars.next() {
        match c {
            '"' => {
                out.push('"');
                while let Some(c) = chars.next() {
                    out.push(c);
                    if c == '\\' {
                        if let Some(escaped) = chars.next() {
                            out.push(escaped);
                        }
                    } else if c == '"' {
                        break;
                    }
                }
            }
            '{' | '[' => {
                while chars.peek().is_some_and(|c| c.is_ascii_whitespace()) {
                    chars.next();
                }
                out.push(c);
                let close = if c == '{' { '}' } else { ']' };
                if chars.peek() == Some(&close) {
                    chars.next();
                    out.push(close);
                } else {
                    depth += 1;
                    newline(&mut out, depth);
                }
            }
            '}' | ']' => {
                depth = depth.saturating_sub(1);
                newline(&mut out, depth);
                out.push(c);
            }
            ',' => {
                out.push(',');
                newline(&mut out, depth);
            }
            ':' => out.push_str(": "),
            c if c.is_ascii_whitespace() => {}
            c => out.push(c),
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::indent_json;

    #[test]
    fn as_serde_json_writes_it() {
        let v = serde_json::json!({"a": [], "b": {}, "c": [1, {"d": "x \" , : { ["}], "e": null, "f": -1.5e-7, "g": "é\\n"});
        let compact = serde_json::to_string(&v).unwrap();
        assert_eq!(indent_json(&compact), serde_json::to_string_pretty(&v).unwrap());
        // Indenting indented text changes nothing.
        let pretty = serde_json::to_string_pretty(&v).unwrap();
        assert_eq!(indent_json(&pretty), pretty);
    }
}
