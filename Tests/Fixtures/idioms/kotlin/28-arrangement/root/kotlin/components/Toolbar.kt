package demo.components

import androidx.compose.foundation.layout.Arrangement
import androidx.compose.foundation.layout.Column
import androidx.compose.foundation.layout.IntrinsicSize
import androidx.compose.foundation.layout.Row
import androidx.compose.foundation.layout.height
import androidx.compose.material3.Text
import androidx.compose.runtime.Composable
import androidx.compose.ui.Alignment
import androidx.compose.ui.Modifier
import androidx.compose.ui.graphics.Color
import androidx.compose.ui.unit.dp

/** A title and its actions at the two ends of the bar (as tall as its content); the actions stacked with a gap. */
@Composable
fun Toolbar(title: String) {
    Row(
        modifier = Modifier.height(IntrinsicSize.Min),
        horizontalArrangement = Arrangement.SpaceBetween,
        verticalAlignment = Alignment.CenterVertically,
    ) {
        Text(title, color = Color(0xFF101828))
        Column(verticalArrangement = Arrangement.spacedBy(4.dp)) {
            Text("Edit", color = Color(0xFF0B63CE))
            Text("Share", color = Color(0xFF0B63CE))
        }
    }
}
