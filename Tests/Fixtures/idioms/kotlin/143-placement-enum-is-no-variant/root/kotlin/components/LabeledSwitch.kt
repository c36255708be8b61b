package com.acme.ui.components

import androidx.compose.foundation.layout.Arrangement
import androidx.compose.foundation.layout.Row
import androidx.compose.foundation.layout.padding
import androidx.compose.material3.Switch
import androidx.compose.material3.Text
import androidx.compose.runtime.Composable
import androidx.compose.ui.Modifier
import androidx.compose.ui.graphics.Color
import androidx.compose.ui.unit.dp

/** Which side of the switch its label sits on. */
enum class LabelPlacement { Leading, Trailing }

/** A switch with its label on either side; the side changes the order, not the look. */
@Composable
fun LabeledSwitch(
    label: String,
    checked: Boolean,
    onCheckedChange: (Boolean) -> Unit,
    modifier: Modifier = Modifier,
    labelPlacement: LabelPlacement = LabelPlacement.Leading,
) {
    Row(modifier.padding(vertical = 4.dp), horizontalArrangement = Arrangement.spacedBy(12.dp)) {
        if (labelPlacement == LabelPlacement.Leading) Text(label, color = Color(0xFF3C4043))
        Switch(checked = checked, onCheckedChange = onCheckedChange)
        if (labelPlacement == LabelPlacement.Trailing) Text(label, color = Color(0xFF3C4043))
    }
}
