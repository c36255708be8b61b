package demo.controls

import androidx.compose.foundation.background
import androidx.compose.foundation.border
import androidx.compose.foundation.layout.Box
import androidx.compose.foundation.layout.padding
import androidx.compose.foundation.layout.size
import androidx.compose.foundation.shape.CircleShape
import androidx.compose.runtime.Composable
import androidx.compose.ui.Modifier
import androidx.compose.ui.graphics.Color
import androidx.compose.ui.unit.dp

private val KnobRing = Color(0x1A0B2540)
private val KnobFace = Color(0xFFFFFFFF)
private val KnobPip = Color(0xFF2E6BE6)

/**
 * A knob: a ringed white disc with a pip in its middle. The chain reads outside in: a 3 dp
 * margin, the ring, a hairline inset, the face, then the pip inside 8 dp of the face.
 */
@Composable
fun Knob(modifier: Modifier = Modifier) {
    Box(
        modifier
            .padding(3.dp)
            .size(24.dp)
            .border(1.dp, KnobRing, CircleShape)
            .padding(1.dp)
            .background(KnobFace, CircleShape)
            .padding(8.dp)
            .background(KnobPip, CircleShape)
    )
}
