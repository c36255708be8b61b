package demo.theme

import androidx.compose.ui.text.TextStyle
import androidx.compose.ui.text.font.FontWeight
import androidx.compose.ui.unit.sp

/** The type scale, made by `appTypography()`; its strong label is derived from the label. */
data class AppTypography internal constructor(val body: TextStyle, val label: TextStyle) {
    val labelStrong: TextStyle = label.copy(fontWeight = FontWeight.SemiBold)
}

private val BaseLabel = TextStyle(fontWeight = FontWeight.Medium, fontSize = 13.sp, lineHeight = 18.sp, letterSpacing = 0.26.sp)

fun appTypography(
    body: TextStyle = TextStyle(fontSize = 15.sp, lineHeight = 22.sp),
    label: TextStyle = BaseLabel,
): AppTypography = AppTypography(body = body, label = label)

object AppTheme {
    val typography: AppTypography
        get() = appTypography()
}
