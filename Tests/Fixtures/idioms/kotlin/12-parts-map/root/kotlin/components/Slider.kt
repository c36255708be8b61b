package demo.sliders

import androidx.compose.foundation.background
import androidx.compose.foundation.layout.Box
import androidx.compose.foundation.layout.height
import androidx.compose.foundation.layout.size
import androidx.compose.foundation.layout.width
import androidx.compose.foundation.shape.CircleShape
import androidx.compose.runtime.Composable
import androidx.compose.ui.Modifier
import androidx.compose.ui.graphics.Color
import androidx.compose.ui.unit.dp

@Composable
private fun Knob() {
    Box(Modifier.size(24.dp).background(Color(0xFFFFFFFF), CircleShape))
}

@Composable
fun Slider() {
    Box(Modifier.width(200.dp).height(4.dp).background(Color(0xFFCCCCCC))) {
        Knob()
    }
}
