import Foundation
import ParityCLI
import TreeSitterKit

// Hidden developer aid: `parity dump-tree FILE` prints the syntax tree.
var args = Array(CommandLine.arguments.dropFirst())
if args.first == "dump-tree", args.count == 2 {
    let path = args[1]
    let lang: Language = path.hasSuffix(".swift") ? .swift : path.hasSuffix(".kt") ? .kotlin : path.hasSuffix(".css") ? .css : .tsx
    guard let data = FileManager.default.contents(atPath: path), let tree = try? Parser(language: lang).parse(SourceText(bytes: Array(data))) else {
        FileHandle.standardError.write(Data("parity: error: \(path): cannot read or parse\n".utf8))
        exit(2)
    }
    print(tree.root.outline())
    exit(0)
}
Interrupt.install()
let color = isatty(1) != 0 && ProcessInfo.processInfo.environment["NO_COLOR"] == nil
/// Writes bytes to standard output, all of them (a report can be tens of MB).
func writeOut(_ buf: UnsafeRawBufferPointer) { _ = writeAll(1, buf) }
var cli = CLI(out: { text in var text = text; text.withUTF8 { writeOut(UnsafeRawBufferPointer($0)) } },
              err: { FileHandle.standardError.write(Data($0.utf8)) },
              cwd: URL(fileURLWithPath: FileManager.default.currentDirectoryPath),
              colorOutput: color)
cli.outBytes = writeOut
exit(cli.run(args))
