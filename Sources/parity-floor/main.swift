// parity-floor: reads and tree-sitter-parses every source file under a folder, and nothing
// else — the floor no source checker can go under (issue #8). Used by Scripts/bench.sh.
//
//     parity-floor [--jobs N] DIR
//
// `.swift` → Swift, `.kt` → Kotlin, `.css` → CSS, `.tsx`/`.ts`/`.js` → TSX (parity has no
// separate JavaScript grammar). With `--jobs 1` one thread parses every file; with N > 1,
// N threads take files from a shared counter, each with its own `Parser` per language.
// Prints `files <count> bytes <total> errors <files with syntax errors> seconds <wall>`.
import Foundation
import Synchronization
import TreeSitterKit

/// The grammar of a file, by extension (nil: not a source file parity reads).
func language(of path: String) -> Language? {
    switch (path as NSString).pathExtension {
    case "swift": return .swift
    case "kt": return .kotlin
    case "css": return .css
    case "tsx", "ts", "js": return .tsx
    default: return nil
    }
}

/// Every source file under `root`, sorted, as (path, language).
func sourceFiles(under root: String) -> [(String, Language)] {
    guard let walker = FileManager.default.enumerator(atPath: root) else { return [] }
    var out: [(String, Language)] = []
    while let rel = walker.nextObject() as? String {
        if let lang = language(of: rel) { out.append((root + "/" + rel, lang)) }
    }
    return out.sorted { $0.0 < $1.0 }
}

struct Totals {
    var files = 0
    var bytes = 0
    var errors = 0
    var unreadable = 0
}

/// Reads and parses files taken from `next` until none are left; one parser per language.
func work(_ files: [(String, Language)], next: borrowing Atomic<Int>) -> Totals {
    var parsers: [Language: Parser] = [:]
    var totals = Totals()
    while true {
        let i = next.wrappingAdd(1, ordering: .relaxed).oldValue
        guard i < files.count else { break }
        let (path, lang) = files[i]
        guard let data = FileManager.default.contents(atPath: path) else { totals.unreadable += 1; continue }
        let parser: Parser
        if let p = parsers[lang] { parser = p } else {
            guard let p = try? Parser(language: lang) else { totals.unreadable += 1; continue }
            parsers[lang] = p
            parser = p
        }
        guard let tree = try? parser.parse(SourceText(bytes: Array(data))) else { totals.unreadable += 1; continue }
        totals.files += 1
        totals.bytes += data.count
        if tree.root.hasError { totals.errors += 1 }
    }
    return totals
}

var arguments = Array(CommandLine.arguments.dropFirst())
var jobs = 1
var root: String?
while !arguments.isEmpty {
    let arg = arguments.removeFirst()
    if arg == "--jobs", let value = arguments.first, let n = Int(value), n >= 1 {
        jobs = n
        arguments.removeFirst()
    } else if arg.hasPrefix("--jobs="), let n = Int(arg.dropFirst(7)), n >= 1 {
        jobs = n
    } else if arg == "--help" || arg == "-h" {
        print("usage: parity-floor [--jobs N] DIR\nReads and tree-sitter-parses every .swift/.kt/.tsx/.ts/.css/.js file under DIR.")
        exit(0)
    } else if !arg.hasPrefix("-"), root == nil {
        root = arg
    } else {
        FileHandle.standardError.write(Data("parity-floor: error: unexpected argument `\(arg)`; usage: parity-floor [--jobs N] DIR\n".utf8))
        exit(2)
    }
}
guard let root else {
    FileHandle.standardError.write(Data("parity-floor: error: name a folder; usage: parity-floor [--jobs N] DIR\n".utf8))
    exit(2)
}

let start = ContinuousClock.now
let files = sourceFiles(under: root)
let next = Atomic<Int>(0)
let results = Mutex<[Totals]>([])
if jobs == 1 {
    results.withLock { $0.append(work(files, next: next)) }
} else {
    // N threads, each with its own parsers; a tree never leaves the thread that parsed it.
    let done = DispatchGroup()
    for _ in 0..<jobs {
        done.enter()
        Thread {
            let t = work(files, next: next)
            results.withLock { $0.append(t) }
            done.leave()
        }.start()
    }
    done.wait()
}
let elapsed = ContinuousClock.now - start
let total = results.withLock { $0.reduce(into: Totals()) { sum, t in
    sum.files += t.files; sum.bytes += t.bytes; sum.errors += t.errors; sum.unreadable += t.unreadable
} }
let seconds = Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
print("files \(total.files) bytes \(total.bytes) errors \(total.errors) seconds \(String(format: "%.3f", seconds))")
if total.unreadable > 0 {
    FileHandle.standardError.write(Data("parity-floor: warning: \(total.unreadable) files could not be read or parsed\n".utf8))
}
