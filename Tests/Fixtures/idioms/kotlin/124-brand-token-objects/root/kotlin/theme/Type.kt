package shop.ui.theme

import androidx.compose.ui.text.TextStyle
import androidx.compose.ui.text.font.FontWeight
import androidx.compose.ui.unit.TextUnit
import androidx.compose.ui.unit.sp

private fun shopStyle(size: TextUnit, leading: TextUnit, tracking: TextUnit, weight: FontWeight = FontWeight.Normal) =
    TextStyle(fontSize = size, lineHeight = leading, letterSpacing = tracking, fontWeight = weight)

/** The shop's type scale: an object named after the brand, its styles made by one function. */
object ShopTypography {
    val caption = shopStyle(12.sp, 16.sp, 0.12.sp)
    val label = shopStyle(14.sp, 20.sp, 0.1.sp, FontWeight.Medium)
}
