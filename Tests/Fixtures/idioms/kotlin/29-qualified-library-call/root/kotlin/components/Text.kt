package demo.components

import androidx.compose.runtime.Composable
import androidx.compose.ui.graphics.Color
import androidx.compose.ui.unit.sp

/** The design system's own Text: a fixed size and color. */
@Composable
fun Text(text: String) {
    androidx.compose.material3.Text(text, color = Color(0xFF101828), fontSize = 14.sp)
}
