package com.acme.ui.components

import androidx.compose.foundation.background
import androidx.compose.foundation.layout.Arrangement
import androidx.compose.foundation.layout.Box
import androidx.compose.foundation.layout.Row
import androidx.compose.foundation.layout.size
import androidx.compose.foundation.shape.CircleShape
import androidx.compose.runtime.Composable
import androidx.compose.ui.Modifier
import androidx.compose.ui.graphics.Color
import androidx.compose.ui.unit.dp

private val Steps: List<Int> = (1..3).toList()

/** Three step dots; the current step's is filled with the accent. */
@Composable
fun StepDots(current: Int) {
    Row(horizontalArrangement = Arrangement.spacedBy(6.dp)) {
        Steps.forEach { step ->
            Box(
                Modifier
                    .size(8.dp)
                    .background(if (step == current) Color(0xFF007AFF) else Color(0xFFD1D1D6), CircleShape),
            )
        }
    }
}
