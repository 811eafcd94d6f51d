fn main() {
    eprintln!("railyard-cli: no commands yet");
    std::process::exit(2);
}
