package demo.components

import androidx.compose.foundation.background
import androidx.compose.foundation.layout.Box
import androidx.compose.foundation.layout.BoxScope
import androidx.compose.foundation.layout.size
import androidx.compose.foundation.shape.CircleShape
import androidx.compose.runtime.Composable
import androidx.compose.runtime.LaunchedEffect
import androidx.compose.ui.Alignment
import androidx.compose.ui.Modifier
import androidx.compose.ui.graphics.Color
import androidx.compose.ui.unit.dp

/** A round knob on a track, drawn by a composable of the box's scope. */
@Composable
fun Knob(checked: Boolean, modifier: Modifier = Modifier) {
    Box(modifier.size(width = 50.dp, height = 28.dp).background(Color(0xFFBAC7D5), CircleShape)) {
        KnobThumb(checked)
    }
}

@Composable
private fun BoxScope.KnobThumb(checked: Boolean) {
    LaunchedEffect(checked) {
        println("moved")
    }
    // Thumb
    Box(
        Modifier
            .align(if (checked) Alignment.CenterEnd else Alignment.CenterStart)
            .size(24.dp)
            .background(if (checked) Color(0xFF0172CB) else Color(0xFFFFFFFF), CircleShape),
    )
}
