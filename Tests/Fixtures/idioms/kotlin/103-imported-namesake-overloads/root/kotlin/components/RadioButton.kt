package acme.choice

import androidx.compose.foundation.layout.Arrangement
import androidx.compose.foundation.layout.Row
import androidx.compose.material3.RadioButton
import androidx.compose.material3.Text
import androidx.compose.runtime.Composable
import androidx.compose.ui.Modifier
import androidx.compose.ui.unit.dp

/** A radio button with a text caption. */
@Composable
fun RadioButton(selected: Boolean, caption: String, onSelect: () -> Unit, modifier: Modifier = Modifier) {
    RadioButton(selected = selected, onSelect = onSelect, modifier = modifier) {
        Text(caption)
    }
}

/** A radio button with any caption: Material's, then the caption. */
@Composable
fun RadioButton(selected: Boolean, onSelect: () -> Unit, modifier: Modifier = Modifier, caption: @Composable () -> Unit) {
    Row(modifier, horizontalArrangement = Arrangement.spacedBy(10.dp)) {
        RadioButton(selected = selected, onClick = onSelect)
        caption()
    }
}
