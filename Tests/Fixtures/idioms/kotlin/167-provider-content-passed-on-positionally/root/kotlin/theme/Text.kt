package demo.theme

import androidx.compose.material3.ProvideTextStyle
import androidx.compose.runtime.Composable
import androidx.compose.ui.text.TextStyle

/** The project's own way to hand a text style down: the library's provider, content passed on. */
@Composable
fun ProvideBodyStyle(style: TextStyle, content: @Composable () -> Unit) {
    ProvideTextStyle(style, content)
}
