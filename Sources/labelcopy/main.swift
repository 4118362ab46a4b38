var io = CommandIO.standard()
let code = LabelCopyTool.run(Array(CommandLine.arguments.dropFirst()), io: &io)
Platform.exit(code.rawValue)
