package demo.theme

import androidx.compose.runtime.Immutable
import androidx.compose.ui.graphics.Color

@Immutable
data class Semantic(val fillAction: Color, val textOnFill: Color, val textBody: Color, val canvas: Color)

val SemanticLight = Semantic(
    fillAction = Color(0xFF1A1C21), textOnFill = Color(0xFFFFFFFF), textBody = Color(0xFF1B1D22), canvas = Color(0xFFFFFFFF),
)
val SemanticDark = Semantic(
    fillAction = Color(0xFFF2F5F7), textOnFill = Color(0xFF101317), textBody = Color(0xFFEBEEF2), canvas = Color(0xFF101317),
)
