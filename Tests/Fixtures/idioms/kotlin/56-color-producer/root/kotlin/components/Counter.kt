package x

import androidx.compose.foundation.text.BasicText
import androidx.compose.runtime.Composable
import androidx.compose.ui.graphics.Color
import androidx.compose.ui.text.TextStyle
import androidx.compose.ui.unit.sp

/** A counter's number: BasicText takes its color as a producer (`ColorProducer`), read at draw time. */
@Composable
fun Counter(value: Int, enabled: Boolean = true) {
    val ink = if (enabled) Color(0xFF111827) else Color(0xFF9CA3AF)
    BasicText(text = value.toString(), style = TextStyle(fontSize = 15.sp), color = { ink })
}
