package studio.theme

import androidx.compose.ui.text.TextStyle
import androidx.compose.ui.unit.dp
import androidx.compose.ui.unit.sp

private fun typeToken(size: Int, leading: Int, tracking: Double) =
    TextStyle(fontSize = size.sp, lineHeight = leading.sp, letterSpacing = tracking.sp)

object Typography {
    val micro = typeToken(size = 11, leading = 13, tracking = 0.066)
}

object Spacing {
    val xxs = 2.dp
    val sm = 6.dp
}
