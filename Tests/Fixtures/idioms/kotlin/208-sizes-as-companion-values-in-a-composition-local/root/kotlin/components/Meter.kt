package demo.meter

import androidx.compose.foundation.background
import androidx.compose.foundation.layout.Box
import androidx.compose.foundation.layout.height
import androidx.compose.foundation.layout.width
import androidx.compose.runtime.Composable
import androidx.compose.runtime.compositionLocalOf
import androidx.compose.ui.Modifier
import androidx.compose.ui.graphics.Color
import androidx.compose.ui.unit.Dp
import androidx.compose.ui.unit.dp

/** A meter's metrics; the scale ships its own values. */
class MeterScale internal constructor(val thickness: Dp, val length: Dp) {
    companion object {
        val Thin = MeterScale(thickness = 2.dp, length = 64.dp)
        val Bold = MeterScale(thickness = 6.dp, length = 96.dp)
    }
}

val LocalMeterScale = compositionLocalOf { MeterScale.Thin }

@Composable
fun Meter() {
    val scale = LocalMeterScale.current
    Box(Modifier.width(scale.length).height(scale.thickness).background(Color(0xFF34A853)))
}
