let arguments = CommandLine.arguments.dropFirst()
if arguments.isEmpty || arguments.contains("schema") {
    SchemaBenchmarks.run()
} else {
    print("usage: lmbench [schema]")
}
