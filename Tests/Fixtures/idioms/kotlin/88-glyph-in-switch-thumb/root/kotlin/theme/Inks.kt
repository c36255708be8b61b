package demo.theme

import androidx.compose.ui.graphics.Color

object Inks {
    val sea = Color(0xFF1570EF)
    val stone = Color(0xFF667085)
    val chalk = Color(0xFFFFFFFF)
}
