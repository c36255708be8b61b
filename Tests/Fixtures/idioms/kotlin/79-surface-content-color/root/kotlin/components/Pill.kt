package com.acme.ui.components

import androidx.compose.foundation.layout.padding
import androidx.compose.foundation.shape.RoundedCornerShape
import androidx.compose.material3.MaterialTheme
import androidx.compose.material3.Surface
import androidx.compose.material3.Text
import androidx.compose.runtime.Composable
import androidx.compose.ui.Modifier
import androidx.compose.ui.graphics.Color
import androidx.compose.ui.unit.dp

private val Forest = Color(0xFF1B5E20)
private val Mint = Color(0xFFE8F5E9)

/** A Material Surface hands its contentColor to the text inside it (LocalContentColor). */
@Composable
fun Pill(label: String, selected: Boolean = false) {
    Surface(
        color = if (selected) Forest else Mint,
        contentColor = if (selected) Color.White else Forest,
        shape = RoundedCornerShape(8.dp),
    ) {
        Text(label, style = MaterialTheme.typography.labelSmall, modifier = Modifier.padding(horizontal = 12.dp, vertical = 6.dp))
    }
}
