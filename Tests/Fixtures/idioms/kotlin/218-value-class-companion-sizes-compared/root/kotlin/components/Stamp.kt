package com.example.kit.stamp

import androidx.compose.foundation.background
import androidx.compose.foundation.layout.Box
import androidx.compose.foundation.layout.size
import androidx.compose.foundation.shape.RoundedCornerShape
import androidx.compose.runtime.Composable
import androidx.compose.ui.Modifier
import androidx.compose.ui.graphics.Color
import androidx.compose.ui.unit.Dp
import androidx.compose.ui.unit.dp

/** Sizes spelled as Compose spells its own inline constants: a value class with companion values. */
@JvmInline
value class StampSize private constructor(private val step: Int) {
    companion object {
        val Small = StampSize(0)
        val Large = StampSize(1)
    }
}

/** Picked by comparing with the companion values. */
private val StampSize.side: Dp
    get() = if (this == StampSize.Large) 40.dp else 28.dp

private fun corner(size: StampSize): Dp = when (size) {
    StampSize.Small -> 6.dp
    else -> 10.dp
}

@Composable
fun Stamp(size: StampSize = StampSize.Small) {
    Box(Modifier.size(size.side).background(Color(0xFF7A5AF8), RoundedCornerShape(corner(size))))
}
