package com.example.ui

import androidx.compose.foundation.background
import androidx.compose.foundation.layout.Box
import androidx.compose.foundation.layout.padding
import androidx.compose.material3.Text
import androidx.compose.runtime.Composable
import androidx.compose.ui.Modifier
import androidx.compose.ui.unit.dp
import com.example.theme.LocalBrandColors

/** A tile on the raised surface; the scheme is read straight from its local, not through a theme object. */
@Composable
fun Tile(title: String, modifier: Modifier = Modifier) {
    val scheme = LocalBrandColors.current
    Box(modifier.background(scheme.surface.raised).padding(12.dp)) {
        Text(title, color = scheme.content)
    }
}
