package com.example.ui

import androidx.compose.foundation.background
import androidx.compose.foundation.layout.Arrangement.spacedBy
import androidx.compose.foundation.layout.Row
import androidx.compose.foundation.layout.padding
import androidx.compose.material3.Text
import androidx.compose.runtime.Composable
import androidx.compose.ui.Modifier
import androidx.compose.ui.graphics.Color.Companion.Transparent
import androidx.compose.ui.unit.dp
import com.example.theme.Swatches.Brand
import com.example.theme.Swatches.OnBrand as Ink

/** A chip whose colors and spacing are object members imported by name. */
@Composable
fun Chip(label: String, selected: Boolean = false) {
    Row(
        modifier = Modifier.background(if (selected) Brand else Transparent).padding(horizontal = 10.dp),
        horizontalArrangement = spacedBy(6.dp),
    ) {
        Text(label, color = Ink)
    }
}
