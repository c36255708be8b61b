package demo.foundation

import androidx.compose.ui.graphics.Color

/** The ink of a surface tone. */
fun ink(strong: Boolean): Color = if (strong) Color(0xFFFFFFFF) else Color(0xFF1F2933)
