package demo.captions

import androidx.compose.material3.LocalContentColor
import androidx.compose.material3.LocalTextStyle
import androidx.compose.material3.ProvideTextStyle
import androidx.compose.material3.Text
import androidx.compose.runtime.Composable
import androidx.compose.runtime.CompositionLocalProvider
import androidx.compose.ui.text.TextStyle
import androidx.compose.ui.text.font.FontWeight
import androidx.compose.ui.unit.sp
import demo.theme.Theme

@Composable
fun Caption(text: String, enabled: Boolean = true) {
    val tone = if (enabled) Theme.colors.ink else Theme.colors.inkFaint
    val base = TextStyle(fontSize = 13.sp, lineHeight = 18.sp, letterSpacing = 0.2.sp)
    CompositionLocalProvider(LocalContentColor provides tone) {
        ProvideTextStyle(base.copy(fontWeight = FontWeight.Medium)) {
            Text(text)
        }
    }
}
