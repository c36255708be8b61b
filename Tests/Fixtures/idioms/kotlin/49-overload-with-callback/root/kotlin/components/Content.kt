package x
import androidx.compose.runtime.staticCompositionLocalOf
import androidx.compose.ui.text.TextStyle
val LocalContentStyle = staticCompositionLocalOf { TextStyle.Default }
