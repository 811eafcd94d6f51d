//! `railyard-cli random|record|replay --game russian-railroads` work at every player count.

use std::process::Command;

fn cli(args: &[&str]) -> String {
    let out = Command::new(env!("CARGO_BIN_EXE_railyard-cli")).args(args).output().unwrap();
    assert!(out.status.success(), "{args:?}: {}", String::from_utf8_lossy(&out.stderr));
    String::from_utf8_lossy(&out.stdout).into_owned()
}

#[test]
fn the_command_line_plays_records_and_replays() {
    let dir = std::env::temp_dir().join(format!("rr-cli-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    for n in ["2", "3", "4"] {
        let out = cli(&["random", "--game", "russian-railroads", "--players", n, "--games", "2", "--fast"]);
        assert!(out.contains("failures: 0"), "{out}");
        let file = dir.join(format!("{n}.json"));
        let file = file.to_str().unwrap();
        cli(&["record", "--game", "russian-railroads", "--players", n, "--seed", "3", "--out", file]);
        let out = cli(&["replay", file]);
        assert!(out.contains("#1 "), "{out}");
    }
    std::fs::remove_dir_all(&dir).ok();
}
