package demo.components

import androidx.compose.foundation.clickable
import androidx.compose.foundation.layout.Row
import androidx.compose.foundation.layout.padding
import androidx.compose.material3.Text
import androidx.compose.runtime.Composable
import androidx.compose.ui.Modifier
import androidx.compose.ui.text.font.FontWeight
import androidx.compose.ui.unit.dp
import demo.theme.Theme

/** A disclosure row: its title turns bold and brand-colored while its section is open. */
@Composable
fun Disclosure(title: String, isExpanded: Boolean, onToggle: () -> Unit, modifier: Modifier = Modifier) {
    val palette = Theme.colors
    Row(modifier.clickable(onClick = onToggle).padding(vertical = 10.dp)) {
        Text(
            title,
            color = if (isExpanded) palette.brand else palette.ink,
            fontWeight = if (isExpanded) FontWeight.SemiBold else FontWeight.Normal,
        )
    }
}
