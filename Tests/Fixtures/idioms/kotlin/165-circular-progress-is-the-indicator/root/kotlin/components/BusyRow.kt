package demo.components

import androidx.compose.foundation.layout.Arrangement
import androidx.compose.foundation.layout.Row
import androidx.compose.foundation.layout.size
import androidx.compose.foundation.text.BasicText
import androidx.compose.material3.CircularProgressIndicator
import androidx.compose.runtime.Composable
import androidx.compose.ui.Alignment
import androidx.compose.ui.Modifier
import androidx.compose.ui.text.TextStyle
import androidx.compose.ui.unit.dp
import androidx.compose.ui.unit.sp
import demo.theme.Theme

/** A status line that spins while work is under way. */
@Composable
fun BusyRow(message: String, enabled: Boolean = true) {
    val tint = with(Theme.colors) { if (enabled) brand else inkFaint }
    Row(horizontalArrangement = Arrangement.spacedBy(6.dp), verticalAlignment = Alignment.CenterVertically) {
        CircularProgressIndicator(Modifier.size(14.dp), color = tint, strokeWidth = 2.dp)
        BasicText(message, style = TextStyle(fontSize = 13.sp, color = tint))
    }
}
