/// GBNF grammars for JSON output.
public enum LlamaJSONGrammar {
    /// Any JSON object (``LlamaGrammarCompiler`` makes the grammar of a particular schema).
    public static let object = #"""
        root ::= object
        value ::= object | array | string | number | ("true" | "false" | "null") ws
        object ::= "{" ws ( string ":" ws value ( "," ws string ":" ws value )* )? "}" ws
        array ::= "[" ws ( value ( "," ws value )* )? "]" ws
        string ::= "\"" ( [^"\\\x7F\x00-\x1F] | "\\" ( ["\\/bfnrt] | "u" [0-9a-fA-F]{4} ) )* "\"" ws
        number ::= "-"? ( [0-9] | [1-9] [0-9]{1,15} ) ( "." [0-9]{1,15} )? ( [eE] [-+]? [0-9]{1,3} )? ws
        ws ::= | " " | "\n" [ \t]{0,20}
        """#
}
