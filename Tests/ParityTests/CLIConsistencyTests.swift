import Foundation
import Testing

/// The command line behaves the same way everywhere: help on every command, the version, JSON
/// from `list`, short options, and mistyped names answered with the closest ones.
@Suite struct CLIConsistencyTests {
    /// Each command (with its subcommand) and the first line its help must start with.
    static let commands: [([String], String)] = [
        (["check"], "usage: parity check "),
        (["show"], "usage: parity show "),
        (["tokens"], "usage: parity tokens "),
        (["list"], "usage: parity list "),
        (["init"], "usage: parity init "),
        (["baseline"], "usage: parity baseline update "),
        (["baseline", "update"], "usage: parity baseline update "),
        (["version"], "usage: parity version"),
    ]

    @Test(arguments: ["-h", "--help"])
    func everyCommandHasHelp(_ flag: String) throws {
        for (command, usage) in Self.commands {
            let r = try Harness.run(command + [flag], cwd: Harness.packageRoot)
            #expect(r.code == 0, "parity \(command.joined(separator: " ")) \(flag): exit \(r.code), \(r.stderr)")
            #expect(r.stdout.hasPrefix(usage), "parity \(command.joined(separator: " ")) \(flag) printed: \(r.stdout.prefix(200))")
            #expect(r.stderr.isEmpty)
        }
    }

    @Test func helpCommandPrintsTheSameAsTheFlag() throws {
        for (command, _) in Self.commands where command.count == 1 {
            let viaHelp = try Harness.run(["help", command[0]], cwd: Harness.packageRoot)
            let viaFlag = try Harness.run([command[0], "--help"], cwd: Harness.packageRoot)
            #expect(viaHelp.code == 0)
            #expect(viaHelp.stdout == viaFlag.stdout, "parity help \(command[0]) differs from parity \(command[0]) --help")
        }
        let unknown = try Harness.run(["help", "chek"], cwd: Harness.packageRoot)
        #expect(unknown.code == 2)
        #expect(unknown.stderr.contains("no help for `chek` (did you mean `check`?)"), "\(unknown.stderr)")
    }

    @Test func mainHelpListsEveryCommandAndTheVersion() throws {
        for args in [["--help"], ["-h"], ["help"]] {
            let r = try Harness.run(args, cwd: Harness.packageRoot)
            #expect(r.code == 0)
            for command in ["check", "show", "tokens", "baseline update", "list", "init", "version", "help"] {
                #expect(r.stdout.contains("\n  \(command) "), "main help lacks \(command)")
            }
            #expect(r.stdout.contains("--version"))
            #expect(r.stdout.contains("-h, --help"))
        }
    }

    @Test func versionTwoWays() throws {
        let a = try Harness.run(["--version"], cwd: Harness.packageRoot)
        let b = try Harness.run(["version"], cwd: Harness.packageRoot)
        #expect(a.code == 0 && b.code == 0)
        #expect(a.stdout.range(of: #"^parity [0-9]+\.[0-9]+\.[0-9]+\n$"#, options: .regularExpression) != nil, "\(a.stdout)")
        #expect(a.stdout == b.stdout)
        let extra = try Harness.run(["version", "now"], cwd: Harness.packageRoot)
        #expect(extra.code == 2)
    }

    @Test func listAsJSON() throws {
        let r = try Harness.run(["list", "--format", "json"], cwd: Harness.packageRoot)
        #expect(r.code == 0, "\(r.stderr)")
        let json = try #require(try JSONSerialization.jsonObject(with: Data(r.stdout.utf8)) as? [String: Any])
        #expect(json["root"] as? String == "Examples/design-system")
        let components = try #require(json["components"] as? [[String: Any]])
        #expect(components.compactMap { $0["name"] as? String } == ["badge", "button", "checkbox", "input", "label", "switch"])
        let label = try #require(components.first { $0["name"] as? String == "label" })
        #expect(label["platforms"] as? [String] == ["uniwind", "nativewind", "stylesheet", "swift", "kotlin"])
        #expect((label["files"] as? [String: String])?["swift"] == "swift/Components/Label.swift")
        #expect((json["helpers"] as? [String: [String]])?["swift"] == ["swift/Components/TextVariant.swift"])
        // The short option gives the same output; a format list does not know is an error.
        #expect(try Harness.run(["list", "-f", "json"], cwd: Harness.packageRoot).stdout == r.stdout)
        let bad = try Harness.run(["list", "--format", "sarif"], cwd: Harness.packageRoot)
        #expect(bad.code == 2)
        #expect(bad.stderr.contains("list --format: expected text or json"))
    }

    @Test func shortOptionsMeanOneThingEverywhere() throws {
        let dir = try Harness.copyExample()
        defer { try? FileManager.default.removeItem(at: dir) }
        let r = try Harness.run(["check", "label", "-f", "json", "-o", "out.json"], cwd: dir)
        #expect(r.code == 0, "\(r.stderr)")
        let written = try Data(contentsOf: dir.appendingPathComponent("out.json"))
        #expect((try JSONSerialization.jsonObject(with: written) as? [String: Any])?["schemaVersion"] as? Int == 1)
        // -f is --format, never --force: a command without --format rejects it.
        let baseline = try Harness.run(["baseline", "update", "label", "-f"], cwd: dir)
        #expect(baseline.code == 2)
        #expect(baseline.stderr.contains("unknown option -f"), "\(baseline.stderr)")
        let unknown = try Harness.run(["check", "label", "-x"], cwd: dir)
        #expect(unknown.code == 2)
        #expect(unknown.stderr.contains("unknown option -x"))
    }

    @Test func aMistypedComponentGetsTheClosestNames() throws {
        for (command, typo, near) in [("check", "lable", "label"), ("show", "swich", "switch"), ("baseline", "chekbox", "checkbox")] {
            let args = command == "baseline" ? ["baseline", "update", typo] : [command, typo]
            let r = try Harness.run(args, cwd: Harness.packageRoot)
            #expect(r.code == 2)
            #expect(r.stderr.contains("unknown component `\(typo)`"))
            #expect(r.stderr.contains("(did you mean `\(near)`?)"), "\(r.stderr)")
        }
        let far = try Harness.run(["check", "zzzzzzzz"], cwd: Harness.packageRoot)
        #expect(far.code == 2)
        #expect(!far.stderr.contains("did you mean"), "\(far.stderr)")
    }

    /// `show --all` includes `tokens` where the platforms have token files, and `show tokens` prints
    /// each platform's token table (it failed with "unknown component `tokens`").
    @Test func showAllAndShowTokensPrintTheTokenTables() throws {
        let all = try Harness.run(["show", "--all"], cwd: Harness.packageRoot)
        #expect(all.code == 0, "\(all.stderr)")
        #expect(all.stdout.contains("label · swift · "), "\(all.stdout.prefix(300))")
        #expect(all.stdout.contains("tokens · kotlin · kotlin/theme/Theme.kt"), "\(all.stdout.suffix(300))")
        let tokens = try Harness.run(["show", "tokens", "--platform", "swift", "--format", "json"], cwd: Harness.packageRoot)
        #expect(tokens.code == 0, "\(tokens.stderr)")
        let impls = try JSONSerialization.jsonObject(with: Data(tokens.stdout.utf8)) as? [[String: Any]] ?? []
        #expect(impls.map { $0["platform"] as? String } == ["swift"])
        let facts = impls.first?["facts"] as? [[String: Any]] ?? []
        #expect(facts.contains { ($0["key"] as? [String: Any])?["part"] as? String == "color.accent" }, "\(tokens.stdout.prefix(400))")
    }

    /// With many components the message names the closest few, not all of them.
    @Test func aMistypedComponentAmongManyNamesOnlyTheClosest() throws {
        let dir = Harness.scratch.appendingPathComponent("parity-many-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: dir) }
        let fm = FileManager.default
        try fm.createDirectory(at: dir.appendingPathComponent("swift/Components"), withIntermediateDirectories: true)
        try fm.createDirectory(at: dir.appendingPathComponent("kotlin/components"), withIntermediateDirectories: true)
        let names = ["Button", "ButtonGroup", "IconButton", "TextField"] + (1...40).map { "Widget\($0)" }
        for n in names {
            try "import SwiftUI\n".write(to: dir.appendingPathComponent("swift/Components/\(n).swift"), atomically: false, encoding: .utf8)
            try "package ui\n".write(to: dir.appendingPathComponent("kotlin/components/\(n).kt"), atomically: false, encoding: .utf8)
        }
        let r = try Harness.run(["check", "buton", "--root", dir.path], cwd: dir)
        #expect(r.code == 2)
        #expect(r.stderr.contains("(did you mean `button`"), "\(r.stderr)")
        #expect(r.stderr.contains("44 components found (`parity list` names them)"), "\(r.stderr)")
        #expect(!r.stderr.contains("widget"), "the whole list was printed: \(r.stderr)")
        let prefix = try Harness.run(["check", "button-gr", "--root", dir.path], cwd: dir)
        #expect(prefix.stderr.contains("did you mean `button-group`"), "\(prefix.stderr)")
    }

    /// `InputField.kt` and `inputfield.tsx` are one component, under the name with the word break
    /// (blind test b65: they were two, each "missing" everywhere else).
    @Test func aNameWrittenWithAndWithoutItsWordBreaksIsOneComponent() throws {
        let dir = try Harness.project("spelling", [
            "kotlin/components/InputField.kt": "@Composable\nfun InputField() { Box(Modifier.height(44.dp)) }\n",
            "uniwind/components/ui/inputfield.tsx": #"export function InputField() { return <View className="h-11" /> }"# + "\n",
            "uniwind/components/ui/badge.tsx": #"export function Badge() { return <View className="h-5" /> }"# + "\n",
            "kotlin/components/Badge.kt": "@Composable\nfun Badge() { Box(Modifier.height(20.dp)) }\n",
        ])
        defer { try? FileManager.default.removeItem(at: dir) }
        let list = try Harness.run(["list", "--root", dir.path], cwd: dir)
        #expect(list.stdout.contains("input-field") && !list.stdout.contains("inputfield"), "\(list.stdout)")
        let r = try Harness.run(["check", "input-field", "--root", dir.path, "--no-baseline"], cwd: dir)
        #expect(r.code == 0, "\(r.stdout)\n\(r.stderr)")
        #expect(r.stdout.contains("input-field · 2 platforms"), "\(r.stdout)")
    }

    @Test func aMistypedCommandGetsTheClosestOnlyWhenClose() throws {
        let near = try Harness.run(["chekc", "label"], cwd: Harness.packageRoot)
        #expect(near.code == 2)
        #expect(near.stderr.contains("unknown command `chekc` (did you mean `check`?)"), "\(near.stderr)")
        let far = try Harness.run(["frobnicate"], cwd: Harness.packageRoot)
        #expect(far.code == 2)
        #expect(!far.stderr.contains("did you mean"), "\(far.stderr)")
    }
}
