package com.acme.ui.components

import androidx.compose.foundation.layout.Column
import androidx.compose.foundation.layout.padding
import androidx.compose.foundation.shape.RoundedCornerShape
import androidx.compose.material3.Card
import androidx.compose.material3.CardDefaults
import androidx.compose.material3.Text
import androidx.compose.runtime.Composable
import androidx.compose.ui.Modifier
import androidx.compose.ui.graphics.Color
import androidx.compose.ui.unit.dp

enum class NoticeTone { Info, Warning }

/** A Material Card: its colors' contentColor is what the texts inside draw in. */
@Composable
fun Notice(title: String, tone: NoticeTone = NoticeTone.Info) {
    val colors = when (tone) {
        NoticeTone.Info -> CardDefaults.cardColors(containerColor = Color(0xFFE3F2FD), contentColor = Color(0xFF0D47A1))
        NoticeTone.Warning -> CardDefaults.cardColors(containerColor = Color(0xFFFFF8E1), contentColor = Color(0xFF8D6E00))
    }
    Card(colors = colors, shape = RoundedCornerShape(12.dp)) {
        Column(Modifier.padding(16.dp)) {
            Text(title)
        }
    }
}
