package com.example.ui

import androidx.compose.foundation.background
import androidx.compose.foundation.layout.Box
import androidx.compose.foundation.layout.Column
import androidx.compose.foundation.layout.Row
import androidx.compose.foundation.layout.height
import androidx.compose.foundation.layout.width
import androidx.compose.runtime.Composable
import androidx.compose.ui.Modifier
import androidx.compose.ui.graphics.Color
import androidx.compose.ui.unit.dp

/** A meter: the bar takes what the 40 dp label column leaves; the column's filler stretches down. */
@Composable
fun Meter() {
    Row(Modifier.height(24.dp)) {
        Column(Modifier.width(40.dp)) {
            Box(Modifier.weight(1f).background(Color(0xFFE5E5EA)))
        }
        Box(Modifier.weight(2f).background(Color(0xFF34C759)))
    }
}
