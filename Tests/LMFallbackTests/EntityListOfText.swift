@testable import LMFallback

/// The entities LMFallback finds in a text, grouped by kind: what the entity rule tests check.
/// - Parameter text: A text written for the test.
/// - Returns: The text's entity list.
func entityList(_ text: String) -> EntityList {
    TextAnalyzer().analyze(text).entityList()
}
