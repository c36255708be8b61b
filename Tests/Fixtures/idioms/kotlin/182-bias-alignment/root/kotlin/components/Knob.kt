package acme.ui

import androidx.compose.animation.core.animateFloatAsState
import androidx.compose.foundation.background
import androidx.compose.foundation.layout.Box
import androidx.compose.foundation.layout.size
import androidx.compose.foundation.shape.CircleShape
import androidx.compose.runtime.Composable
import androidx.compose.runtime.getValue
import androidx.compose.ui.BiasAlignment
import androidx.compose.ui.Modifier
import androidx.compose.ui.graphics.Color
import androidx.compose.ui.unit.dp

/** A knob that slides to the end of its groove when on. */
@Composable
fun Knob(on: Boolean = false) {
    val bias by animateFloatAsState(targetValue = if (on) 1f else -1f, label = "knob")
    Box(
        Modifier.size(width = 40.dp, height = 24.dp).background(Color(0xFFE5E5EA), CircleShape),
        contentAlignment = BiasAlignment(horizontalBias = bias, verticalBias = 0f),
    ) {
        Box(Modifier.size(20.dp).background(Color(0xFFFFFFFF), CircleShape))
    }
}
