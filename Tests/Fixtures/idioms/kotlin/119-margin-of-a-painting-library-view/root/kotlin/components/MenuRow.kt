package com.example.ds.components

import androidx.compose.foundation.layout.heightIn
import androidx.compose.foundation.layout.padding
import androidx.compose.foundation.shape.RoundedCornerShape
import androidx.compose.material3.Surface
import androidx.compose.material3.Text
import androidx.compose.runtime.Composable
import androidx.compose.ui.Modifier
import androidx.compose.ui.graphics.Color
import androidx.compose.ui.unit.dp

/** A row of a side menu: a pill inset from the menu's edges. */
@Composable
fun MenuRow(label: String, modifier: Modifier = Modifier) {
    Surface(
        modifier = modifier
            .padding(horizontal = 12.dp)
            .heightIn(min = 56.dp),
        shape = RoundedCornerShape(28.dp),
        color = Color(0xFFE8DEF8),
    ) {
        Text(text = label, modifier = Modifier.padding(start = 16.dp, end = 24.dp))
    }
}
