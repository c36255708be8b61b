package demo.theme

import androidx.compose.ui.graphics.Color

internal val Teal30 = Color(0xFF00504A)
internal val Teal80 = Color(0xFF6FD8CC)
internal val Sand10 = Color(0xFF221B00)
internal val Sand90 = Color(0xFFFFE08A)
