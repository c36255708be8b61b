package com.example.kit.components

import androidx.compose.foundation.background
import androidx.compose.foundation.border
import androidx.compose.foundation.layout.padding
import androidx.compose.material3.Text
import androidx.compose.runtime.Composable
import androidx.compose.ui.Modifier
import androidx.compose.ui.unit.dp
import com.example.kit.theme.Kit

@Composable
fun Banner(text: String, modifier: Modifier = Modifier) {
    Text(
        text = text,
        color = Kit.colors.onSurfaceRaised,
        modifier = modifier
            .border(2.dp, Kit.colors.emphasis)
            .background(Kit.colors.surfaceRaised)
            .padding(16.dp),
    )
}
