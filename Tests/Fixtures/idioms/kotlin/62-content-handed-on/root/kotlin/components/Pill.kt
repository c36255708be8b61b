package demo.ui

import androidx.compose.foundation.background
import androidx.compose.foundation.layout.Row
import androidx.compose.foundation.layout.RowScope
import androidx.compose.foundation.text.BasicText
import androidx.compose.runtime.Composable
import androidx.compose.ui.Modifier
import androidx.compose.ui.graphics.Color
import androidx.compose.ui.text.TextStyle
import androidx.compose.ui.unit.sp

@Composable
internal fun PillBase(modifier: Modifier = Modifier, content: @Composable RowScope.() -> Unit) {
    Row(modifier = modifier.background(Color(0xFF6750A4)), content = content)
}

@Composable
fun Pill(text: String) {
    PillBase {
        BasicText(text, style = TextStyle(fontSize = 14.sp, color = Color(0xFFFFFFFF)))
    }
}
