package com.example.kit.pill

import androidx.compose.foundation.background
import androidx.compose.foundation.border
import androidx.compose.foundation.clickable
import androidx.compose.foundation.interaction.MutableInteractionSource
import androidx.compose.foundation.interaction.collectIsPressedAsState
import androidx.compose.foundation.layout.Box
import androidx.compose.foundation.layout.padding
import androidx.compose.foundation.shape.CircleShape
import androidx.compose.material3.Text
import androidx.compose.runtime.Composable
import androidx.compose.runtime.getValue
import androidx.compose.runtime.remember
import androidx.compose.ui.Modifier
import androidx.compose.ui.graphics.Color
import androidx.compose.ui.unit.dp

enum class PillLook { Idle, Down, Off }

/** Fills by look; a look the map leaves out has none. */
private val fills: Map<PillLook, Color> = hashMapOf(
    PillLook.Idle to Color(0xFFE8F0FE),
    PillLook.Down to Color(0xFFC6DAFC),
)

/** Every look outlined, the disabled one in grey. */
private val outlines = PillLook.entries.associateWith { look -> if (look == PillLook.Off) Color(0xFFD0D5DD) else Color(0xFF1A73E8) }

/** Ink: a shared base with one look replaced, another added. */
private val inks = mapOf(PillLook.Idle to Color(0xFF1A73E8), PillLook.Down to Color(0xFF1A73E8)) + (PillLook.Off to Color(0xFF98A2B3))

@Composable
fun Pill(label: String, onClick: () -> Unit, enabled: Boolean = true) {
    val source = remember { MutableInteractionSource() }
    val pressed by source.collectIsPressedAsState()
    val look = if (!enabled) PillLook.Off else if (pressed) PillLook.Down else PillLook.Idle
    Box(
        Modifier
            .background(fills[look] ?: Color.Transparent, CircleShape)
            .border(1.dp, outlines.getValue(look), CircleShape)
            .clickable(source, null, enabled = enabled, onClick = onClick)
            .padding(horizontal = 12.dp, vertical = 6.dp),
    ) {
        Text(text = label, color = inks.getValue(look))
    }
}
