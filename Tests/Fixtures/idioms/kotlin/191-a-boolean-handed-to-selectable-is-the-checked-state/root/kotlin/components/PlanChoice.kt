package com.acme.ui.components

import androidx.compose.foundation.background
import androidx.compose.foundation.border
import androidx.compose.foundation.layout.Box
import androidx.compose.foundation.layout.padding
import androidx.compose.foundation.selection.selectable
import androidx.compose.foundation.shape.RoundedCornerShape
import androidx.compose.foundation.text.BasicText
import androidx.compose.runtime.Composable
import androidx.compose.ui.Modifier
import androidx.compose.ui.draw.clip
import androidx.compose.ui.graphics.Color
import androidx.compose.ui.semantics.Role
import androidx.compose.ui.text.TextStyle
import androidx.compose.ui.unit.dp
import androidx.compose.ui.unit.sp

/** One plan of a plan picker; the picked one is tinted and outlined in blue. */
@Composable
fun PlanChoice(label: String, picked: Boolean, onPick: () -> Unit, modifier: Modifier = Modifier) {
    val corners = RoundedCornerShape(10.dp)
    Box(
        modifier
            .clip(corners)
            .background(if (picked) Color(0xFFE8F0FE) else Color(0xFFF2F2F7))
            .border(if (picked) 2.dp else 1.dp, if (picked) Color(0xFF1A73E8) else Color(0xFFD1D1D6), corners)
            .selectable(selected = picked, role = Role.RadioButton, onClick = onPick)
            .padding(12.dp),
    ) {
        BasicText(label, style = TextStyle(fontSize = 15.sp))
    }
}
