package com.acme.ui.components

import androidx.compose.foundation.background
import androidx.compose.foundation.border
import androidx.compose.foundation.layout.Box
import androidx.compose.foundation.layout.Row
import androidx.compose.foundation.layout.padding
import androidx.compose.foundation.selection.selectable
import androidx.compose.foundation.shape.RoundedCornerShape
import androidx.compose.foundation.text.BasicText
import androidx.compose.runtime.Composable
import androidx.compose.ui.Modifier
import androidx.compose.ui.graphics.Color
import androidx.compose.ui.text.TextStyle
import androidx.compose.ui.text.font.FontWeight
import androidx.compose.ui.unit.dp
import androidx.compose.ui.unit.sp

/** A row of tabs; the current one is filled and outlined, a tab may be switched off. */
@Composable
fun TabStrip(
    titles: List<String>,
    current: Int,
    onPick: (Int) -> Unit,
    off: Set<Int> = emptySet(),
) {
    Row(Modifier.padding(4.dp)) {
        titles.forEachIndexed { position, title ->
            Tab(title, isCurrent = position == current, usable = position !in off, onClick = { onPick(position) })
        }
    }
}

@Composable
private fun Tab(title: String, isCurrent: Boolean, usable: Boolean, onClick: () -> Unit) {
    val shape = RoundedCornerShape(6.dp)
    val outline = Color(0xFF0A84FF).takeIf { isCurrent }
    Box(
        Modifier
            .background(if (isCurrent) Color(0xFFE8F1FF) else Color.Transparent, shape)
            .then(if (outline != null) Modifier.border(1.dp, outline, shape) else Modifier)
            .selectable(selected = isCurrent, enabled = usable, onClick = onClick)
            .padding(horizontal = 10.dp, vertical = 6.dp)
    ) {
        BasicText(
            title,
            style = TextStyle(
                fontSize = 14.sp,
                fontWeight = if (isCurrent) FontWeight.SemiBold else FontWeight.Normal,
                color = if (usable) Color(0xFF1C1C1E) else Color(0xFFAEAEB2),
            ),
        )
    }
}
