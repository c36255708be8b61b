package demo.components

import androidx.compose.foundation.border
import androidx.compose.foundation.layout.Arrangement
import androidx.compose.foundation.layout.Box
import androidx.compose.foundation.layout.Row
import androidx.compose.foundation.layout.size
import androidx.compose.foundation.shape.CircleShape
import androidx.compose.material3.Text
import androidx.compose.runtime.Composable
import androidx.compose.ui.Modifier
import androidx.compose.ui.unit.dp
import demo.theme.Theme

@Composable
fun PresenceRow(name: String) {
    Row(horizontalArrangement = Arrangement.spacedBy(6.dp)) {
        PresenceIndicator()
        Text(name, color = Theme.colors.ink)
    }
}

/** The ring before the name, with a dot inside it once the person is online. */
@Composable
private fun PresenceIndicator() {
    Box(Modifier.size(10.dp).border(1.dp, Theme.colors.line, CircleShape))
}
