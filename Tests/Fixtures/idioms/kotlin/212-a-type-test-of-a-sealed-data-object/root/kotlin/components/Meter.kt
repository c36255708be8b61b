package demo.meter

import androidx.compose.foundation.background
import androidx.compose.foundation.layout.Box
import androidx.compose.foundation.layout.height
import androidx.compose.runtime.Composable
import androidx.compose.runtime.Stable
import androidx.compose.ui.Modifier
import androidx.compose.ui.graphics.Color
import androidx.compose.ui.unit.dp

sealed interface MeterTone {
    data object Calm : MeterTone
    data object Loud : MeterTone
}

@Stable
class MeterInk(private val tone: MeterTone) {
    val track: Color
        get() = if (tone is MeterTone.Loud) Color(0xFFFFE0E0) else Color(0xFFE0F0FF)
    val height
        get() = if (tone !is MeterTone.Calm) 6.dp else 4.dp
}

/** A level meter, louder in its loud tone. */
@Composable
fun Meter(tone: MeterTone = MeterTone.Calm) {
    val ink = MeterInk(tone)
    Box(Modifier.height(ink.height).background(ink.track))
}
