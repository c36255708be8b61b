package com.example.kit.components

import androidx.compose.foundation.layout.Column
import androidx.compose.material3.Text
import androidx.compose.runtime.Composable
import androidx.compose.ui.Modifier
import com.example.kit.theme.Kit

@Composable
fun SectionHeader(eyebrow: String, title: String, modifier: Modifier = Modifier) {
    Column(modifier = modifier) {
        Text(text = eyebrow, style = Kit.typography.overline)
        Text(text = title, style = Kit.typography.labelSmall)
    }
}
