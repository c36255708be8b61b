package com.example.legacy.components

import androidx.compose.foundation.layout.Row
import androidx.compose.foundation.layout.padding
import androidx.compose.material.RadioButton
import androidx.compose.material.RadioButtonDefaults
import androidx.compose.material.Text
import androidx.compose.runtime.Composable
import androidx.compose.ui.Alignment
import androidx.compose.ui.Modifier
import androidx.compose.ui.graphics.Color
import androidx.compose.ui.unit.dp

private val Selected = Color(0xFF0B57D0)
private val Idle = Color(0xFF747775)
private val Dimmed = Color(0x611F1F1F)

@Composable
fun Choice(label: String, selected: Boolean, enabled: Boolean = true, onSelect: () -> Unit = {}) {
    Row(verticalAlignment = Alignment.CenterVertically) {
        RadioButton(
            selected = selected,
            onClick = onSelect,
            enabled = enabled,
            colors = RadioButtonDefaults.colors(
                selectedColor = Selected,
                unselectedColor = Idle,
                disabledColor = Dimmed,
            ),
        )
        Text(text = label, modifier = Modifier.padding(start = 8.dp))
    }
}
